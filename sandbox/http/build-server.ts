// The Fastify server: raw-body parsing (the signature covers the exact bytes), an
// `X-Request-Id` on every response, the error body of spec part 7 for every failure,
// 404 `route_not_found` for unknown routes, 421 for a foreign Host header, the /v1
// operations and the control API.
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody } from './api-error';
import { randomAlphanumeric } from '../store/new-id';
import type { Operation } from './operation';
import { registerHostCheck } from './host-check';
import { registerV1Operations } from './v1-pipeline';
import type { SandboxServices } from '../sandbox-services';

export const BODY_LIMIT_BYTES = 1024 * 1024;

function fastifyErrorToApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('validation_failed', `The request body is larger than ${BODY_LIMIT_BYTES} bytes`, [{ field: 'body', message: 'is too large' }]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid_json', error.message);
    default:
      return new ApiError('internal_error', 'The sandbox hit an unexpected error');
  }
}

/** `boundHost`: the interface the server listens on; requests must name it (or a loopback name) in Host (host-check.ts). */
export function buildServer(services: SandboxServices, operations: readonly Operation[], registerControl: (app: FastifyInstance) => void, boundHost = '127.0.0.1'): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => `req_${randomAlphanumeric(24)}`,
    requestIdHeader: false,
    forceCloseConnections: true,
    return503OnClosing: true,
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerHostCheck(app, boundHost);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = fastifyErrorToApiError(error);
    if (apiError.code === 'internal_error' && !(error instanceof ApiError)) {
      console.error(`[sandbox] ${request.method} ${request.url} failed:`, error);
    }
    for (const [name, value] of Object.entries(apiError.headers)) reply.header(name, value);
    reply.code(apiError.status).type('application/json; charset=utf-8').send(JSON.stringify(errorBody(apiError, request.id)));
  });

  app.setNotFoundHandler((request, reply) => {
    const apiError = new ApiError('route_not_found', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`);
    reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify(errorBody(apiError, request.id)));
  });

  registerV1Operations(app, services, operations);
  registerControl(app);
  return app;
}
