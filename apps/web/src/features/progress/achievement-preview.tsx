import { ACHIEVEMENT_PREVIEW_MESSAGES, type AchievementDefinition } from '@authentic/core';
import { AchievementPopup } from './achievement-popup';
import './progress.css';

export interface AchievementPreviewProps {
  achievement: Pick<AchievementDefinition, 'id' | 'name' | 'description'>;
  onDone: () => void;
}

/**
 * The real achievement popup, over any page, marked as a preview: the dashboard's 'Test Achievement'
 * shows what an unlock looks like without granting it (decision 0214).
 */
export function AchievementPreview({ achievement, onDone }: AchievementPreviewProps) {
  return (
    <div className="achievement-preview">
      <AchievementPopup achievement={achievement} onDone={onDone} note={ACHIEVEMENT_PREVIEW_MESSAGES.previewNote} />
    </div>
  );
}
