// Request bodies are kept as raw bytes (the signature covers them); they are parsed as
// JSON only after authentication. Invalid JSON is 400 `invalid_json`.
import { ApiError } from './api-error';

export function parseJsonBody(contentType: string | undefined, raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ApiError('invalid_json', 'Request bodies must be JSON sent with Content-Type: application/json');
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'unreadable';
    throw new ApiError('invalid_json', `The request body is not valid JSON (${detail})`);
  }
}
