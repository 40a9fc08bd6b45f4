import { Modal } from '../../ui/modal';
import { editorKeyGroups } from './editor-keys';
import { EDITOR_TEXTS as T } from './editor-texts';

/** The list of every key the editor knows (the '?' button, or '?' on the canvas); Escape closes it. */
export function KeysDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={T.keysTitle} onClose={onClose}>
      <p className="field-hint">{T.keysIntro}</p>
      {editorKeyGroups().map((group) => (
        <section key={group.title} className="editor-keys-group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <dl className="editor-keys">
            {group.keys.map((key) => (
              <div key={key.keys}>
                <dt>
                  <kbd>{key.keys}</kbd>
                </dt>
                <dd>{key.does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Modal>
  );
}
