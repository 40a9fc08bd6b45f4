import type { ArtifactDto } from '@authentic/core';
import { PAGE_TEXTS } from './page-texts';

/** Spec 01 §2: an attachment shows as an image, an audio or video player, or otherwise a download link. */
export function ArtifactAttachment({ artifact }: { artifact: ArtifactDto }) {
  const url = artifact.attachment;
  if (!url) return null;
  const originalName = artifact.attachmentOriginalName || null;
  const label = PAGE_TEXTS.attachmentLabel(artifact.name);
  switch (artifact.attachmentType) {
    case 'image':
      return <img className="artifact-attachment-image" src={url} alt={originalName ?? label} />;
    case 'audio':
      return <audio className="artifact-attachment-media" controls src={url} aria-label={label} preload="metadata" />;
    case 'video':
      return <video className="artifact-attachment-media" controls src={url} aria-label={label} preload="metadata" />;
    default:
      return (
        <a className="artifact-attachment-link" href={url} download={originalName ?? true}>
          {originalName ?? PAGE_TEXTS.downloadAttachment}
        </a>
      );
  }
}
