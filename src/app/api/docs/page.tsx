import type { Metadata } from 'next';
import { apiDescription } from '@/app/api/v1/openapi.json/api-description';
import { ApiReference, type ApiDocument } from '@/features/api-docs/components/api-reference';

export const metadata: Metadata = {
  title: 'API reference',
  description: 'Every /api/v1 endpoint of Matside: paths, methods, parameters, bodies and responses (OpenAPI 3.1).',
};

/** /api/docs – the OpenAPI document of /api/v1, readable (docs/decisions/027). The same for everyone. */
export default function ApiDocsPage() {
  return <ApiReference document={apiDescription() as unknown as ApiDocument} />;
}
