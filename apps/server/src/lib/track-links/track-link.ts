import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import { siteOrigin } from '#server/lib/site-origin';
import type { LinkSigner } from './link-signer';

/** The tracking link of an order as its e-mails write it: `<origin>/shop/track?token=…`. */
export async function trackLinkMaker(request: FastifyRequest, config: Config, links: LinkSigner): Promise<(orderId: string) => string> {
  const origin = siteOrigin(request, config);
  const sign = await links.signer();
  return (orderId) => `${origin}/shop/track?token=${encodeURIComponent(sign(orderId))}`;
}
