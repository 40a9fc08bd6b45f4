import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUEST_TEXTS, VALLEYS_SECRETS_QUEST, VALLEYS_SECRETS_TEXTS, type NpcQuestProgress } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { QuestBadges } from './quest-badges';
import { QuestDialogSection } from './quest-dialog-section';
import { QuestOffer } from './quest-offer';
import { QuestProgress, QuestTracker } from './quest-progress';
import type { QuestStorage } from './quest-storage';
import { createQuestTracker } from './quest-tracker';

const QUEST = VALLEYS_SECRETS_QUEST;
const progress = (...done: string[]): NpcQuestProgress => ({
  questId: QUEST.id,
  completedObjectiveIds: done,
  rewardGranted: false,
});

function memoryStorage(): QuestStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('QuestOffer', () => {
  it('shows the title, description, the three objectives and the reward', () => {
    render(<QuestOffer quest={QUEST} onAccept={() => {}} />);
    const section = screen.getByRole('region', { name: VALLEYS_SECRETS_TEXTS.title });
    expect(section).toHaveTextContent(VALLEYS_SECRETS_TEXTS.description);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      VALLEYS_SECRETS_TEXTS.talkToMuir,
      VALLEYS_SECRETS_TEXTS.findArtifact,
      VALLEYS_SECRETS_TEXTS.enterSpecialPortal,
    ]);
    expect(section).toHaveTextContent('50 experience');
    expect(section).toHaveTextContent(VALLEYS_SECRETS_TEXTS.rewardItemName);
  });

  it('Accept Quest works by keyboard (Tab, then Enter or Space)', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<QuestOffer quest={QUEST} onAccept={onAccept} />);
    await user.tab();
    expect(screen.getByRole('button', { name: QUEST_TEXTS.acceptQuest })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onAccept).toHaveBeenCalledTimes(2);
  });
});

describe('QuestProgress', () => {
  it('marks each objective done or not done in words', () => {
    render(<QuestProgress quest={QUEST} progress={progress('find_yosemite_artifact')} />);
    const items = within(screen.getByRole('region', { name: QUEST.title })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`${VALLEYS_SECRETS_TEXTS.talkToMuir} (${QUEST_TEXTS.objectiveNotDone})`);
    expect(items[1]).toHaveTextContent(`✓ ${VALLEYS_SECRETS_TEXTS.findArtifact} (${QUEST_TEXTS.objectiveDone})`);
    expect(items[2]).toHaveTextContent(`(${QUEST_TEXTS.objectiveNotDone})`);
    expect(within(items[1]!).getByText('✓', { exact: false })).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('QuestTracker', () => {
  it("is a non-modal region named Quest: Valley's Secrets with n/3 done and the next objective", () => {
    const { rerender } = render(<QuestTracker quest={QUEST} progress={progress()} />);
    const tracker = screen.getByRole('region', { name: "Quest: Valley's Secrets" });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tracker).getByRole('status')).toHaveTextContent('0/3 objectives done');
    expect(tracker).toHaveTextContent(`Next: ${VALLEYS_SECRETS_TEXTS.talkToMuir}`);

    rerender(<QuestTracker quest={QUEST} progress={progress('talk_to_john_muir', 'enter_special_portal')} />);
    expect(within(tracker).getByRole('status')).toHaveTextContent('2/3 objectives done');
    expect(tracker).toHaveTextContent(`Next: ${VALLEYS_SECRETS_TEXTS.findArtifact}`);
  });
});

describe('QuestBadges', () => {
  it('lists earned badges, or says there are none yet', () => {
    const { rerender } = render(<QuestBadges badges={[]} />);
    expect(screen.getByRole('region', { name: QUEST_TEXTS.badgesHeading })).toHaveTextContent(QUEST_TEXTS.noBadges);
    rerender(<QuestBadges badges={[QUEST.reward.item]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(VALLEYS_SECRETS_TEXTS.rewardItemName);
    expect(item).toHaveTextContent(VALLEYS_SECRETS_TEXTS.rewardItemDescription);
  });
});

describe('QuestDialogSection', () => {
  function renderDialog(npcId: string, tracker = createQuestTracker({ storage: memoryStorage() })) {
    render(
      <Modal title={npcId} onClose={() => {}}>
        <QuestDialogSection tracker={tracker} npcId={npcId} />
        <button type="button">Goodbye</button>
      </Modal>,
    );
    return tracker;
  }

  it("the Yosemite guide's dialog: Enter on Accept Quest starts it; the checklist takes focus", async () => {
    const user = userEvent.setup();
    const tracker = renderDialog('yosemite_guide');
    const accept = screen.getByRole('button', { name: QUEST_TEXTS.acceptQuest });
    expect(accept).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: QUEST_TEXTS.acceptQuest })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: QUEST.title });
    expect(section).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent(QUEST_TEXTS.questAccepted);
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(tracker.getSnapshot().active?.questId).toBe(QUEST.id);

    act(() => tracker.talkedTo('john_muir'));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(`(${QUEST_TEXTS.objectiveDone})`);

    act(() => {
      tracker.artifactFound('yosemite');
      tracker.specialPortalEntered('text_adventure');
    });
    expect(screen.getByRole('region', { name: QUEST.title })).toHaveTextContent(QUEST_TEXTS.questComplete);
  });

  it('shows nothing for an NPC without a quest', () => {
    renderDialog('john_muir');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: QUEST_TEXTS.acceptQuest })).not.toBeInTheDocument();
  });
});
