import { defineMessages } from '@hygiene/console';
import { icu } from '@hygiene/ui';

import texts from './locales/accessMessages';

/**
 * The texts of the pages that say someone cannot get in: a partner name the identity provider
 * does not know (the gate), a tenant the platform refuses the user. A catalogue module of its
 * own, apart from `messages.ts`, which every first screen loads: these pages are rare and load
 * their code (and these texts) when they show.
 */
export const accessMessages = defineMessages(texts, {
  /** `partner`: the name as typed (lowercased). */
  unknownPartner: icu<[partner: string]>(
    'There is no partner named “{partner}”. Check the spelling and try again.',
    'partner',
  ),
  /** The platform refuses the user the tenant of the address (403). */
  noTenantAccess: {
    title: icu<[tenant: string]>('You do not have access to {tenant}', 'tenant'),
    hint: 'Your user belongs to another tenant, or has no role here. Ask an administrator if you need access.',
    toOwn: icu<[tenant: string]>('Go to {tenant}', 'tenant'),
  },
});
