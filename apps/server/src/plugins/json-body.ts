import type { AppInstance } from './types';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except an
 * empty body: it is "no body", so `POST /api/auth/logout` sent with a JSON
 * content type and nothing in it is not a 400. Routes that need a body still
 * refuse it through their schema.
 */
export function registerJsonBody(app: AppInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
