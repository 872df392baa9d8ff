import { Injectable } from '@nestjs/common';

/** Whether the process has been told to stop; readiness reads it, the signal handler sets it. */
@Injectable()
export class ShutdownState {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  begin(): void {
    this.stopping = true;
  }
}
