import { notFound } from 'next/navigation';

// /404 (spec section 2) renders the not-found page, with the HTTP 404 status it stands for.
export default function NotFoundPage() {
  notFound();
}
