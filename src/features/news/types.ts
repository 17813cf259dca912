export interface NewsCardData {
  id: number;
  title: string;
  /** From card_info.type. */
  label: string | null;
  body: string | null;
  imageUrl: string | null;
  href: string | null;
  publishedAt: string | null;
}
