import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './fake-audio-context';
import { createGameAudio } from './game-audio';
import { SOUND_CONTROL_TEXTS, SoundControls } from './sound-controls';

const T = SOUND_CONTROL_TEXTS;

function setup() {
  const audio = createGameAudio({ storage: memoryStorage(), createContext: () => null });
  const play = vi.spyOn(audio, 'play');
  const user = userEvent.setup();
  render(
    <>
      <SoundControls audio={audio} />
      <p>Outside</p>
    </>,
  );
  return { audio, play, user };
}

const windowKeys = vi.fn();
afterEach(() => {
  window.removeEventListener('keydown', windowKeys);
  windowKeys.mockReset();
});

describe('SoundControls', () => {
  it('mutes and unmutes by click and by keyboard', async () => {
    const { audio, user } = setup();
    const mute = screen.getByRole('button', { name: T.mute });
    expect(mute).toHaveAttribute('aria-pressed', 'false');

    await user.click(mute);
    expect(audio.getSettings().muted).toBe(true);
    const unmute = screen.getByRole('button', { name: T.unmute });
    expect(unmute).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Enter}');
    expect(audio.getSettings().muted).toBe(false);
    expect(screen.getByRole('button', { name: T.mute })).toHaveFocus();
    await user.keyboard(' ');
    expect(audio.getSettings().muted).toBe(true);
  });

  it('opens the volume popover from the keyboard with both sliders at the saved levels', async () => {
    const { user } = setup();
    const volume = screen.getByRole('button', { name: T.volume });
    expect(volume).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('slider', { name: T.soundVolume })).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(volume).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(volume).toHaveAttribute('aria-expanded', 'true');

    const sound = screen.getByRole('slider', { name: T.soundVolume });
    const music = screen.getByRole('slider', { name: T.musicVolume });
    expect(sound).toHaveValue('0.5');
    expect(sound).toHaveAttribute('aria-valuetext', '50%');
    expect(music).toHaveValue('0.3');
    for (const slider of [sound, music]) {
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', '1');
      expect(slider).toHaveAttribute('step', '0.05');
    }
    await user.tab();
    expect(sound).toHaveFocus();
  });

  it('changes the volumes from the sliders and plays a sample when the sound slider is let go', async () => {
    const { audio, play, user } = setup();
    await user.click(screen.getByRole('button', { name: T.volume }));
    const sound = screen.getByRole('slider', { name: T.soundVolume });
    const music = screen.getByRole('slider', { name: T.musicVolume });

    // jsdom does not move range inputs with arrow keys (browsers do); a change event stands in for it.
    fireEvent.change(sound, { target: { value: '0.8' } });
    fireEvent.change(music, { target: { value: '0' } });
    expect(audio.getSettings()).toEqual({ sound: 0.8, music: 0, muted: false });
    expect(sound).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByText('0%')).toBeInTheDocument();

    expect(play).not.toHaveBeenCalled();
    sound.focus();
    await user.keyboard('{ArrowRight}');
    expect(play).toHaveBeenCalledWith('pickup');
  });

  it('keeps keys inside the popover from the game, and Escape closes it back to the Volume button', async () => {
    const { user } = setup();
    window.addEventListener('keydown', windowKeys);
    const volume = screen.getByRole('button', { name: T.volume });
    await user.click(volume);
    screen.getByRole('slider', { name: T.musicVolume }).focus();

    await user.keyboard('{ArrowUp}{ArrowLeft}m');
    expect(windowKeys).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(windowKeys).not.toHaveBeenCalled();
    expect(volume).toHaveAttribute('aria-expanded', 'false');
    expect(volume).toHaveFocus();
    expect(screen.queryByRole('slider', { name: T.musicVolume })).not.toBeInTheDocument();
  });

  it('closes when the player clicks elsewhere or tabs away', async () => {
    const { user } = setup();
    const volume = screen.getByRole('button', { name: T.volume });
    await user.click(volume);
    await user.click(screen.getByText('Outside'));
    expect(volume).toHaveAttribute('aria-expanded', 'false');

    await user.click(volume);
    screen.getByRole('slider', { name: T.musicVolume }).focus();
    await user.tab();
    expect(volume).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows settings changed elsewhere', () => {
    const { audio } = setup();
    act(() => audio.setMuted(true));
    expect(screen.getByRole('button', { name: T.unmute })).toHaveAttribute('aria-pressed', 'true');
  });
});
