/** The part of a Lottie animation the gate drives. */
export interface Playable {
  play(): void;
  pause(): void;
  goToAndStop(value: number, isFrame?: boolean): void;
}

export interface PlaybackConditions {
  /** The mascot's circle intersects the viewport. */
  onScreen: boolean;
  /** The tab is in front (document.visibilityState === 'visible'). */
  pageVisible: boolean;
  /** The visitor asked for less motion. */
  reducedMotion: boolean;
}

/**
 * Decides whether the mascot moves (it freezes off-screen and resumes
 * when visible). It also rests when the tab is hidden, so no CPU is spent on a
 * page nobody sees, and stands still on its first frame under reduced motion.
 */
export class PlaybackGate {
  private conditions: PlaybackConditions = { onScreen: true, pageVisible: true, reducedMotion: false };

  constructor(private readonly player: Playable) {}

  update(change: Partial<PlaybackConditions>): void {
    this.conditions = { ...this.conditions, ...change };
    const { onScreen, pageVisible, reducedMotion } = this.conditions;
    if (reducedMotion) this.player.goToAndStop(0, true);
    else if (onScreen && pageVisible) this.player.play();
    else this.player.pause();
  }
}
