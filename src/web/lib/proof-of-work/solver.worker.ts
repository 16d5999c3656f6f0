import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Solves one challenge off the page's thread (WebCrypto's PBKDF2) and posts the solution, or null. */
const worker = self as unknown as {
  onmessage: (event: MessageEvent<Challenge>) => void;
  postMessage: (message: unknown) => void;
};
worker.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey }).then(
    (solution) => worker.postMessage(solution),
    () => worker.postMessage(null),
  );
};
