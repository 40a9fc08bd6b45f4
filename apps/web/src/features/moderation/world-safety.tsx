import { WORLD_MODERATION_MESSAGES as M, type World } from '@authentic/core';
import { useAuth } from '../../lib/auth-provider';
import { Notice } from '../../ui/notice';
import { ReportButton } from '../../ui/report-button';
import './world-safety.css';

/**
 * A world's page, for the house (decision 0269): why the moderators hid it from Explore, for
 * everyone who opens it; and 'Report' for a signed-in player who is not its creator.
 */
export function WorldSafety({ world }: { world: World }) {
  const { user } = useAuth();
  const canReport = user !== null && world.creator !== null && world.creator.id !== user.id;
  if (!world.hidden && !canReport) return null;
  return (
    <div className="world-safety">
      {world.hidden && <Notice kind="warning">{M.hiddenNotice(world.hidden.reason)}</Notice>}
      {canReport && <ReportButton kind="world" target={world.id} targetLabel={M.reportTarget(world.name)} />}
    </div>
  );
}
