/**
 * Our notification sound (SPEC §2: a sound plays when unread notifications exist): a short two-note
 * chime synthesised with Web Audio, so no audio file is shipped. Browsers may refuse to play before
 * the first user interaction; it then simply stays silent.
 */
let context: AudioContext | undefined;

export function playChime(): void {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const start = now + i * 0.12;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    }
  } catch {
    // No audio here (a test browser, a locked-down device): silence is fine.
  }
}
