import type { Logger } from "../logger";
import type { EnquiryStore } from "./store";

/** How long the salted hash of a client's IP address is kept (privacy policy, "Data Retention"). */
export const CLIENT_HASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Clears expired client hashes now and hourly; returns a function that stops it. */
export function scheduleClientHashExpiry(store: EnquiryStore, logger: Logger): () => void {
  const expire = () => {
    store
      .forgetClientHashes(new Date(Date.now() - CLIENT_HASH_RETENTION_MS))
      .then((cleared) => {
        if (cleared > 0) logger.info({ cleared }, "expired client hashes cleared");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "could not clear expired client hashes"));
  };
  expire();
  const timer = setInterval(expire, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
