import { noArguments, nowOf, withStore, type StaffCommand } from "./command";

/** `retry`: every failing notification, mail or webhook, due now (the server's workers send them). */
export const retryCommand: StaffCommand = (command, args) => {
  noArguments(command, args);
  return withStore(async (store, _config, io) => {
    const count = await store.retryFailing(nowOf(io));
    io.stdout(
      count === 0
        ? "No notification is failing.\n"
        : `Re-queued ${count} failing ${count === 1 ? "notification" : "notifications"}: the server's workers send ${count === 1 ? "it" : "them"} within seconds (mail, or WEBHOOK_URL for a webhook, must be configured).\n`,
    );
    return 0;
  });
};
