// The connection test's answer when no server answered, in words that name the address
// and what to check ("Nothing answers at http://127.0.0.1:4010: is the server running?"),
// not the system's code: the error keeps its kind and code (`connection_refused`,
// `host_not_found`, …) for the envelope, and the request's record in the audit trail
// keeps them too.
import { NetworkError } from '../api/api-errors';

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return origin;
  }
}

/** `origin`: where the request went (`http://127.0.0.1:4010`); `embedded`: the embedded local sandbox. */
export function unreachableInWords(error: unknown, origin: string, embedded: boolean): unknown {
  if (!(error instanceof NetworkError)) return error;
  const where = embedded ? 'the embedded local sandbox' : origin;
  const message = (() => {
    switch (error.code) {
      case 'connection_refused':
        return embedded ? 'The embedded local sandbox does not answer: it has stopped.' : `Nothing answers at ${where}: is the server running?`;
      case 'host_not_found':
        return `No computer named ${hostOf(origin)} was found: check the address, and this computer’s network.`;
      case 'connect_timeout':
        return `${where} did not take the connection in time: check the address, and this computer’s network.`;
      case 'network_unreachable':
        return `${where} cannot be reached from this computer’s network: check the network.`;
      case 'connection_reset':
        return `${where} closed the connection before answering: check that the address is the Payments API’s.`;
      case 'tls_error':
        return `${where} answered, but its secure connection (TLS certificate) could not be checked: check the address.`;
      default:
        return `${where} could not be reached: check the address, and this computer’s network.`;
    }
  })();
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  return new NetworkError({ type: 'connection_error', code: error.code, message: sentence, status: 0, retryable: error.retryable, cause: error });
}
