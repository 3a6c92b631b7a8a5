// Every migration, in the order Kysely's Migrator applies them (by name), for one engine. A migration is never
// edited once released: a change is a new one.
import type { Migration } from 'kysely';
import { columnTypes, type Engine } from './columns.js';
import { init } from './001_init.js';
import { transfers } from './002_transfers.js';
import { linkPage } from './003_link_page.js';
import { sealedTokenId } from './004_sealed_token_id.js';
import { concurrency } from './005_concurrency.js';
import { rateLimits } from './006_rate_limits.js';
import { idempotencyKeys } from './007_idempotency_keys.js';
import { reauthentication } from './008_reauthentication.js';
import { institutionFailures } from './009_institution_failures.js';
import { transferOutcome } from './010_transfer_outcome.js';
import { transferPreviews } from './011_transfer_previews.js';
import { decimalAmounts } from './012_decimal_amounts.js';
import { transferIndexes } from './013_transfer_indexes.js';
import { testClocks } from './014_test_clocks.js';
import { sandboxUsers } from './015_sandbox_users.js';
import { orders } from './016_orders.js';
import { webhookAttemptDetails } from './017_webhook_attempt_details.js';
import { dashboardLog } from './018_dashboard_log.js';
import { faultRules } from './019_fault_rules.js';
import { clientSettings } from './020_client_settings.js';
import { faultCounts } from './021_fault_counts.js';
import { transferPurpose } from './022_transfer_purpose.js';
import { transferAddressTag } from './023_transfer_address_tag.js';
import { upstream } from './024_upstream.js';

export type { Engine } from './columns.js';

export function migrationsFor(engine: Engine): Record<string, Migration> {
  const t = columnTypes(engine);
  return {
    '001_init': init(t),
    '002_transfers': transfers(t, engine),
    '003_link_page': linkPage(t),
    '004_sealed_token_id': sealedTokenId(),
    '005_concurrency': concurrency(t),
    '006_rate_limits': rateLimits(t),
    '007_idempotency_keys': idempotencyKeys(t),
    '008_reauthentication': reauthentication(t),
    '009_institution_failures': institutionFailures(t),
    '010_transfer_outcome': transferOutcome(),
    '011_transfer_previews': transferPreviews(t),
    '012_decimal_amounts': decimalAmounts(t, engine),
    '013_transfer_indexes': transferIndexes(),
    '014_test_clocks': testClocks(t),
    '015_sandbox_users': sandboxUsers(t),
    '016_orders': orders(t),
    '017_webhook_attempt_details': webhookAttemptDetails(t),
    '018_dashboard_log': dashboardLog(t),
    '019_fault_rules': faultRules(t),
    '020_client_settings': clientSettings(t),
    '021_fault_counts': faultCounts(t),
    '022_transfer_purpose': transferPurpose(),
    '023_transfer_address_tag': transferAddressTag(),
    '024_upstream': upstream(t),
  };
}
