/** Sends one decision (POST `url` with `body`); true when the server took it. */
export type Decide = (url: string, body: object, toastText: string) => Promise<boolean>;
