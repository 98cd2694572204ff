/**
 * The outbid alarm's optional parts: a short tone made by Web Audio (no sound file to load) and a
 * vibration. Both are off until the person turns them on, and the choice is remembered in
 * localStorage (docs/decisions.md, "The live room's outbid sound").
 */
import { readStored, writeStored } from '../../lib/storage';

export interface AlertChoice {
  sound: boolean;
  vibrate: boolean;
}

export const ALERTS_KEY = 'kimoshdi.room.alerts';
export const ALERTS_OFF: AlertChoice = { sound: false, vibrate: false };

/** The stored choice; anything unreadable counts as off. */
export function parseAlertChoice(stored: string | null): AlertChoice {
  if (stored === null) return ALERTS_OFF;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return ALERTS_OFF;
    const record = value as Record<string, unknown>;
    return { sound: record.sound === true, vibrate: record.vibrate === true };
  } catch {
    return ALERTS_OFF;
  }
}

export function readAlertChoice(): AlertChoice {
  return parseAlertChoice(readStored(ALERTS_KEY));
}

export function writeAlertChoice(choice: AlertChoice): void {
  writeStored(ALERTS_KEY, JSON.stringify(choice));
}

let context: AudioContext | null = null;

/**
 * Two falling beeps, 0.35 s in all. The AudioContext is made on the first call, which the toggle's
 * click makes (browsers let a page play sound only after a gesture).
 */
export function playOutbidTone(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  context ??= new Context();
  void context.resume();
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}

export function vibrateOutbid(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate([180, 80, 180]);
}
