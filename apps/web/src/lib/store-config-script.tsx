import { STORE_CONFIG_ELEMENT_ID, type StoreConfig } from './store-config-defaults';

/**
 * The store settings as a JSON data block in the head, read by the browser
 * before hydration. `<` is escaped so a value cannot close the element; a data
 * block is not a script, so the Content-Security-Policy does not apply to it.
 */
export function StoreConfigScript({ config }: { config: StoreConfig }) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // oxlint-disable-next-line react/no-danger -- JSON with `<` escaped, from the server's own settings
  return <script type="application/json" id={STORE_CONFIG_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
