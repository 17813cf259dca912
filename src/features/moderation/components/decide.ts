/** Sends one decision (`method` on `url` with `body`; POST by default); true when the server took it. */
export type Decide = (
  url: string,
  body: object | undefined,
  toastText: string,
  method?: 'POST' | 'PATCH' | 'DELETE',
) => Promise<boolean>;

/** An item of a section decided in bulk: whether it is ticked, and how to tick it. */
export interface BulkSelection {
  selected: boolean;
  onSelect: (selected: boolean) => void;
}
