import {
  isArtifactCreator,
  viewArtifactFor,
  type ArtifactComment,
  type ArtifactDto,
  type ArtifactViewer,
} from '@authentic/core';
import type { ArtifactCommentRow, ArtifactEntry, ArtifactRow } from '../../db/artifacts-repository.js';

/** Nullable text columns become absent fields: the contract has them optional, not nullable. */
function optional<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value === null ? {} : ({ [key]: value } as Record<K, string>);
}

function locationOf(row: ArtifactRow): ArtifactDto['location'] {
  if (row.locationX === null || row.locationY === null) return null;
  return {
    x: row.locationX,
    y: row.locationY,
    ...optional('mapName', row.locationMapName),
    ...optional('area', row.locationArea),
  };
}

export function toCommentDto(comment: ArtifactCommentRow): ArtifactComment {
  return {
    _id: comment.id,
    text: comment.text,
    // A former player's comment keeps its words and loses its id (decision 0257).
    user: comment.userId === null ? { username: comment.username } : { id: comment.userId, username: comment.username },
    createdAt: comment.createdAt.toISOString(),
  };
}

/** Every field of the artifact, before visibility; the creator is id and username only. */
function fullDto(entry: ArtifactEntry, viewerId: string | null, comments: ArtifactComment[]): ArtifactDto {
  const { artifact: row } = entry;
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    content: row.content,
    ...optional('messageText', row.messageText),
    ...optional('riddle', row.riddle),
    ...optional('unlockAnswer', row.unlockAnswer),
    area: row.area,
    location: locationOf(row),
    exp: row.exp,
    visible: row.visible,
    status: row.status,
    type: row.type,
    isExclusive: row.isExclusive,
    visibility: row.visibility,
    allowedUsers: row.allowedUsers,
    tags: row.tags,
    creator:
      row.creatorId !== null && entry.creatorName !== null ? { id: row.creatorId, username: entry.creatorName } : null,
    holder: row.holderId && entry.holderName !== null ? { id: row.holderId, username: entry.holderName } : null,
    createdAt: row.createdAt.toISOString(),
    image: row.image,
    attachment: row.attachment,
    attachmentType: row.attachmentType,
    attachmentOriginalName: row.attachmentOriginalName,
    ...optional('quote', row.quote),
    ...optional('quoteAuthor', row.quoteAuthor),
    ...(row.theme === null ? {} : { theme: row.theme }),
    ...optional('dedication', row.dedication),
    ...optional('significance', row.significance),
    ...(row.portalType === 'textAdventure' || row.portalType === 'terminal' || row.portalType === 'hemingway'
      ? { portalType: row.portalType }
      : {}),
    interactions: { views: row.views, saves: row.saves, shares: row.shares },
    votes: row.votes,
    // Who voted is nobody else's business: a viewer learns only their own vote (decision 0172).
    voters: entry.voted && viewerId ? [viewerId] : [],
    views: row.views,
    shares: row.shares,
    commentCount: row.commentCount,
    comments,
    ...(row.hiddenAt ? { hiddenByModerator: true } : {}),
  };
}

/**
 * The artifact as this viewer may see it, or null. Core's viewArtifactFor
 * decides and strips significance and unlockAnswer for everyone but the
 * creator; the list of allowed users is the creator's business too. A holder
 * keeps seeing what they carry even if the creator has since hidden it.
 */
export function artifactFor(
  entry: ArtifactEntry,
  viewer: ArtifactViewer,
  comments: ArtifactComment[] = [],
): ArtifactDto | null {
  const dto = fullDto(entry, viewer.id, comments);
  let view = viewArtifactFor(dto, viewer);
  if (!view && viewer.id !== null && entry.artifact.holderId === viewer.id) {
    const shown = viewArtifactFor({ ...dto, visibility: 'public' as const, isExclusive: false }, viewer);
    view = shown && { ...shown, visibility: dto.visibility, isExclusive: dto.isExclusive };
  }
  if (!view) return null;
  if (!isArtifactCreator(dto, viewer.id)) delete view.allowedUsers;
  return view;
}
