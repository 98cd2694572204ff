import { isApiError } from './api-client';

/**
 * Sends a form that may ask for the proof-of-work challenge (issue 24): when the server answers
 * 428 CHALLENGE_REQUIRED, `onChecking` shows the "checking your browser" status, the page fetches
 * a challenge and solves it (the solver loads only now, off the first load), and the form goes
 * again with the solution, the person doing nothing. Any other answer is the caller's.
 */
export async function sendWithChallenge<T>(
  send: (altcha?: string) => Promise<T>,
  onChecking?: () => void,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'CHALLENGE_REQUIRED') throw error;
    onChecking?.();
    const { solveChallenge } = await import('./solve-challenge');
    return send(await solveChallenge());
  }
}
