import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  SAFETY_MESSAGES,
  type ModerationActionRequest,
  type ModerationReport,
  type ModerationRestrictionRequest,
} from '@authentic/core';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { Tabs } from '../../ui/tabs';
import { meRequest } from '../../lib/auth-api';
import { useAuth } from '../../lib/auth-provider';
import {
  actOnReport,
  changeRestriction,
  fetchClosedReports,
  fetchModerationLog,
  fetchOpenReports,
  isForbidden,
  MODERATION_KEYS,
} from './moderation-api';
import { ModerationLog } from './moderation-log';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { ReportCard } from './report-card';
import './moderation.css';

type Section = 'reports' | 'closed' | 'log';
const SECTIONS = [
  { key: 'reports', label: T.reportsTab },
  { key: 'closed', label: T.closedTab },
  { key: 'log', label: T.logTab },
] as const;
const sectionOf = (tab: string | null): Section => (tab === 'log' || tab === 'closed' ? tab : 'reports');

const noRetryOn403 = (count: number, error: unknown) => !isForbidden(error) && count < 1;

function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <>
      <Notice kind="error">{text}</Notice>
      <button type="button" className="button" onClick={onRetry}>
        {T.retry}
      </button>
    </>
  );
}

/** A list of report cards, or what to say while it loads, fails or is empty. */
function ReportList({
  query,
  label,
  empty,
  failed,
  renderCard,
}: {
  query: { data?: ModerationReport[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  label: string;
  empty: string;
  failed: string;
  renderCard: (report: ModerationReport) => ReactNode;
}) {
  return (
    <div aria-busy={query.isPending}>
      {query.isPending && <p role="status">{T.loading}</p>}
      {query.isError && <Failed text={failed} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <p>{empty}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="moderation-reports" aria-label={label}>
          {query.data.map((report) => (
            <li key={report.id}>{renderCard(report)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /moderation (issue 23): the open reports, newest first, each with its actions; the closed ones
 * (issue 38), where a player's mute or suspension can still be lifted or shortened; and the log.
 * Anyone else sees SAFETY_MESSAGES.notModerator; the server refuses them all the same.
 */
export function ModerationPage() {
  useDocumentTitle(T.title);
  const auth = useAuth();
  const client = useQueryClient();
  // The section lives in the address (?tab=log), like the profile's tabs.
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('tab'));
  const setSection = (next: Section) => setParams(next === 'reports' ? {} : { tab: next }, { replace: true });
  const [done, setDone] = useState<string | null>(null);
  // The role as the server has it now, so a player granted the role since signing in is a moderator
  // here at once (issue 33 item 17); the stored copy only when the server could not say. A session
  // stored before roles existed has none: the server decides then.
  const me = useQuery({ queryKey: ['me'], queryFn: meRequest, staleTime: 0 });
  const { updateUser } = auth;
  useEffect(() => {
    if (me.data) updateUser(me.data);
  }, [me.data, updateUser]);
  const known = me.data !== undefined || me.isError;
  const role = me.data ? me.data.role : auth.user?.role;
  const maybeModerator = known && role !== 'player';
  const reports = useQuery({
    queryKey: MODERATION_KEYS.open,
    queryFn: fetchOpenReports,
    enabled: maybeModerator,
    retry: noRetryOn403,
  });
  const closed = useQuery({
    queryKey: MODERATION_KEYS.closed,
    queryFn: fetchClosedReports,
    enabled: maybeModerator && section === 'closed',
    retry: noRetryOn403,
  });
  const log = useQuery({
    queryKey: MODERATION_KEYS.log,
    queryFn: fetchModerationLog,
    enabled: maybeModerator && section === 'log',
    retry: noRetryOn403,
  });

  if ((known && !maybeModerator) || [reports, closed, log].some((query) => isForbidden(query.error))) {
    return (
      <section className="panel page-panel moderation-page" aria-labelledby="page-title">
        <h1 id="page-title">{T.title}</h1>
        <Notice kind="warning">{SAFETY_MESSAGES.notModerator}</Notice>
      </section>
    );
  }

  const act = (reportId: string) => async (request: ModerationActionRequest) => {
    setDone(null);
    const message = await actOnReport(reportId, request);
    setDone(message);
    await client.invalidateQueries({ queryKey: MODERATION_KEYS.all });
  };
  const restrict = async (userId: string, request: ModerationRestrictionRequest) => {
    setDone(null);
    const message = await changeRestriction(userId, request);
    setDone(message);
    await client.invalidateQueries({ queryKey: MODERATION_KEYS.all });
  };
  const card = (report: ModerationReport) => (
    <ReportCard report={report} onAction={act(report.id)} onRestriction={restrict} />
  );

  return (
    <section className="panel page-panel moderation-page" aria-labelledby="page-title">
      <h1 id="page-title">{T.title}</h1>
      {done && <Notice kind="success">{done}</Notice>}
      <Tabs label={T.tabsLabel} tabs={SECTIONS} selected={section} onSelect={setSection}>
        {section === 'reports' ? (
          <ReportList
            query={reports}
            label={T.reportsLabel}
            empty={T.noReports}
            failed={T.loadFailed}
            renderCard={card}
          />
        ) : section === 'closed' ? (
          <ReportList query={closed} label={T.closedLabel} empty={T.noClosed} failed={T.loadFailed} renderCard={card} />
        ) : (
          <div aria-busy={log.isPending}>
            {log.isPending && <p role="status">{T.loading}</p>}
            {log.isError && <Failed text={T.logFailed} onRetry={() => void log.refetch()} />}
            {log.data && <ModerationLog entries={log.data} />}
          </div>
        )}
      </Tabs>
    </section>
  );
}
