/** Sends one decision (`method` on `url` with `body`; POST by default); true when the server took it. */
export type Decide = (
  url: string,
  body: object | undefined,
  toastText: string,
  method?: 'POST' | 'PATCH' | 'DELETE',
) => Promise<boolean>;
