// Every user-facing error and toast text of the store's rules (docs/store-rules.md#5-validation and
// #8-messages), word for word, plus the server's own messages, each under its code. Both the
// server and the web app read them from here, by code: ICU MessageFormat texts, said by Lingui
// (./localized-messages.ts on the server, apps/web/src/lib/i18n/sentences.ts in the browser).

import * as messages from './message-texts';

/** Every sentence by its code (./message-texts.ts): `messages.STOCK_LIMIT`. */
export { messages };

export type MessageCode = keyof typeof messages;
