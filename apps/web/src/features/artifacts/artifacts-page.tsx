import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  ARTIFACT_MESSAGES,
  ARTIFACTS_EMPTY_MESSAGES,
  ARTIFACTS_PAGE_MESSAGES,
  SCREEN_MESSAGES,
  type ArtifactDto,
} from '@authentic/core';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { useToast } from '../../ui/toast';
import { useAuth } from '../../lib/auth-provider';
import { ArtifactCard, SampleArtifactCard } from './artifact-card';
import { ArtifactFormDialog, type ArtifactFormMode } from './artifact-form-dialog';
import { artifactKeys } from './artifacts-api';
import { ArtifactsPagination, ArtifactsToolbar, type ArtifactFilter } from './artifacts-toolbar';
import { DeleteArtifactDialog } from './delete-artifact-dialog';
import { PAGE_TEXTS } from './page-texts';
import { artifactsLoadErrorText, refreshArtifacts, type RetryDelay } from './use-artifacts';
import { useArtifactDelete, useArtifactListing, useExpandedCards, type ArtifactListing } from './use-artifacts-page';
import './artifacts.css';

export interface ArtifactsPageProps {
  /** Tests shorten the spec's 1.5 s × attempt wait between retries. */
  retryDelay?: RetryDelay;
}

type Dialog = { kind: 'create' } | { kind: 'edit'; id: string } | null;

type CardProps = Omit<ComponentProps<typeof ArtifactCard>, 'artifact'>;

/** The list's state (loading, failed with Try again, empty) and its cards. */
function ArtifactsResults({
  list,
  loading,
  shown,
  filter,
  cardProps,
  openedError,
  deleteError,
}: {
  list: ArtifactListing['list'];
  loading: boolean;
  shown: readonly ArtifactDto[];
  filter: ArtifactFilter;
  cardProps: (artifact: ArtifactDto) => CardProps;
  /** Why the artifact of the address or a deletion failed. */
  openedError: string | null;
  deleteError: string | null;
}) {
  return (
    <>
      {loading && (
        <p className="artifacts-loading" role="status">
          {SCREEN_MESSAGES.loadingArtifacts}
        </p>
      )}
      {list.isError && (
        <div className="artifacts-load-error">
          <Notice kind="error">{artifactsLoadErrorText(list.error)}</Notice>
          <button type="button" className="button" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {PAGE_TEXTS.tryAgain}
          </button>
        </div>
      )}
      {openedError && <Notice kind="error">{openedError}</Notice>}
      {deleteError && <Notice kind="error">{deleteError}</Notice>}

      {list.isError && shown.length === 0 ? (
        <div className="artifacts-grid">
          <SampleArtifactCard />
        </div>
      ) : (
        shown.length > 0 && (
          <ul className="artifacts-grid" aria-label={PAGE_TEXTS.listLabel} aria-busy={loading}>
            {shown.map((artifact) => (
              <li key={artifact.id}>
                <ArtifactCard artifact={artifact} {...cardProps(artifact)} />
              </li>
            ))}
          </ul>
        )
      )}

      {!loading && !list.isError && shown.length === 0 && (
        <p className="panel artifacts-empty" role="status">
          {ARTIFACTS_EMPTY_MESSAGES[filter]}
        </p>
      )}
    </>
  );
}

/** The page's title and intro, Create (signed in), and the filter and sort. */
function ArtifactsHeader({ listing, onCreate }: { listing: ArtifactListing; onCreate: (() => void) | null }) {
  return (
    <header className="panel artifacts-header">
      <h1 id="page-title">{ARTIFACTS_PAGE_MESSAGES.title}</h1>
      <p>{ARTIFACTS_PAGE_MESSAGES.intro}</p>
      {onCreate && (
        <button type="button" className="button button-primary" onClick={onCreate}>
          {SCREEN_MESSAGES.createNewArtifact}
        </button>
      )}
      <ArtifactsToolbar
        filter={listing.filter}
        sort={listing.sort}
        onFilterChange={listing.changeFilter}
        onSortChange={listing.changeSort}
      />
    </header>
  );
}

/** Spec 01 §2 "Artifacts page", at /artifacts and /artifacts/{id} (that artifact opens expanded). */
export function ArtifactsPage({ retryDelay }: ArtifactsPageProps) {
  useDocumentTitle(ARTIFACTS_PAGE_MESSAGES.title);
  const { id: routeId } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { showToast } = useToast();
  const auth = useAuth();
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;

  const listing = useArtifactListing(routeId, retryDelay);
  const { filter, page, setPage, list, listed, opened, shown, total, pages, loading } = listing;

  const { expanded, toggle } = useExpandedCards(client, routeId, shown);

  const [dialog, setDialog] = useState<Dialog>(null);
  const { deleting, setDeleting, deleteError, remove } = useArtifactDelete({
    client,
    routeId,
    navigate,
    page,
    setPage,
    listed,
  });

  const formMode: ArtifactFormMode | null =
    dialog?.kind === 'edit'
      ? { kind: 'edit', artifact: shown.find((artifact) => artifact.id === dialog.id) ?? null }
      : dialog;

  const saved = (artifact: ArtifactDto, kind: ArtifactFormMode['kind']) => {
    setDialog(null);
    client.setQueryData(artifactKeys.one(artifact.id), artifact);
    showToast(kind === 'create' ? ARTIFACT_MESSAGES.created : ARTIFACT_MESSAGES.updated, { type: 'success' });
    void refreshArtifacts(client);
  };

  return (
    <section className="artifacts-page" aria-labelledby="page-title">
      <ArtifactsHeader listing={listing} onCreate={userId !== null ? () => setDialog({ kind: 'create' }) : null} />

      <ArtifactsResults
        list={list}
        loading={loading}
        shown={shown}
        filter={filter}
        cardProps={(artifact) => ({
          expanded: expanded.has(artifact.id),
          onToggle: () => toggle(artifact.id),
          userId,
          username: auth.user?.username ?? null,
          onEdit: () => setDialog({ kind: 'edit', id: artifact.id }),
          onDelete: () => setDeleting(artifact),
        })}
        openedError={opened.isError ? opened.error.message : null}
        deleteError={deleteError}
      />

      {total > 0 && <ArtifactsPagination page={Math.min(page, pages)} pages={pages} onPageChange={setPage} />}

      {formMode && (
        <ArtifactFormDialog
          key={dialog?.kind === 'edit' ? dialog.id : 'create'}
          mode={formMode}
          signedIn={userId !== null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {deleting && (
        <DeleteArtifactDialog
          artifact={deleting}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
