// POST /send_contact_form – send the contact form by e-mail
import { sendContactFormRoute } from '@/features/contact/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sendContactFormRoute;
