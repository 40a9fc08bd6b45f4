import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { WorldForm } from './world-form';
import { MY_WORLDS_KEY } from '../../lib/worlds-api';
import { WORLDS_TEXTS } from './worlds-texts';

/** /worlds/create: the dashboard's form as a page; a new world opens at /world/{id} (spec 01 §2). */
export function CreateWorldPage() {
  useDocumentTitle('Create a world');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <section className="panel page-panel" aria-labelledby="page-title">
      <h1 id="page-title">{WORLDS_TEXTS.createTitle}</h1>
      <p>{WORLDS_TEXTS.createIntro}</p>
      <WorldForm
        mapTypeField="type"
        onCreated={(world) => {
          void queryClient.invalidateQueries({ queryKey: MY_WORLDS_KEY });
          void navigate(paths.world(world._id));
        }}
      />
    </section>
  );
}
