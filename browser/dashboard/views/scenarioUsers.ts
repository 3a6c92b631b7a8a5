// Scenario users of the client: listed; created or edited as their JSON document, whose errors (each JSON path the
// server refused and why, or where the JSON itself breaks) are shown beside the editor and announced.
import { ApiError, Refusal, type Schemas } from '../api.js';
import { actionButton, section, type Ctx } from '../app.js';
import { button, h, labelled, table, time } from '../dom.js';

type Record_ = Schemas['SandboxUserRecord'];

const EXAMPLE = {
  institutions: [
    {
      type: 'coinbase',
      accounts: [
        {
          accountId: 'CB-1',
          accountName: 'Main',
          cryptocurrencyPositions: [{ symbol: 'ETH', amount: 1.5 }],
          fiatBalances: [{ symbol: 'USD', cash: 1000 }],
        },
      ],
    },
  ],
};

/** Each error the server named (errorData.errors), or its message. */
export function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const data = error.errorData as { errors?: { path: string; message: string }[] } | null;
    return data?.errors?.length ? data.errors.map((e) => `${e.path}: ${e.message}`) : [error.message];
  }
  return ['The sandbox cannot be reached.'];
}

export async function scenarioUsers(ctx: Ctx, holder: HTMLElement) {
  const { users } = await ctx.api.sandboxListUsers();
  const username = labelled(
    'Username',
    h('input', { type: 'text', autocomplete: 'off', pattern: '[A-Za-z0-9._@+-]+', maxlength: '128' }),
    'Letters, digits and . _ @ + -; the name the user signs in with.',
  );
  const errorsId = 'scenario-errors';
  const documentField = labelled(
    'Document (JSON)',
    h('textarea', { rows: '14', spellcheck: 'false', 'aria-describedby': errorsId }),
    'A SandboxUser document: its institutions, accounts, holdings, sign-in and failures (docs/scenario-users.md).',
  );
  documentField.control.value = JSON.stringify(EXAMPLE, null, 2);
  const errors = h('ul', { id: errorsId, class: 'errors', 'aria-live': 'polite' });

  const showErrors = (list: string[]) => {
    errors.replaceChildren(...list.map((e) => h('li', {}, e)));
    documentField.control.setAttribute('aria-invalid', list.length ? 'true' : 'false');
  };
  const save = actionButton(
    ctx,
    'Save',
    async () => {
      showErrors([]);
      let document: unknown;
      try {
        document = JSON.parse(documentField.control.value);
      } catch (error) {
        const words = `The JSON does not parse: ${(error as Error).message}`;
        showErrors([words]);
        throw new Refusal(words);
      }
      try {
        const saved = await ctx.api.sandboxPutUser({
          username: username.control.value.trim(),
          ...(document as Schemas['SandboxUser']),
        });
        return `Saved ${saved.username}.`;
      } catch (error) {
        showErrors(errorsOf(error));
        throw error;
      }
    },
    { after: () => scenarioUsers(ctx, holder), attrs: { class: 'primary' } },
  );

  const edit = (u: Record_) =>
    button(
      'Edit',
      () => {
        username.control.value = u.username;
        documentField.control.value = JSON.stringify(u.document, null, 2);
        showErrors([]);
        documentField.control.focus();
      },
      { 'aria-label': `Edit ${u.username}` },
    );
  const remove = (u: Record_) =>
    actionButton(
      ctx,
      'Delete',
      async () => {
        await ctx.api.sandboxDeleteUser({ username: u.username });
        return `Deleted ${u.username}.`;
      },
      { after: () => scenarioUsers(ctx, holder), attrs: { class: 'danger', 'aria-label': `Delete ${u.username}` } },
    );

  holder.replaceChildren(
    section(
      'Scenario users',
      users.length
        ? table<Record_>(
            'Registered scenario users',
            [
              { label: 'Username', cell: (u) => u.username },
              { label: 'Institutions', cell: (u) => u.document.institutions.map((i) => i.type).join(', ') },
              { label: 'Updated', cell: (u) => time(u.updatedAt) },
              { label: 'Actions', cell: (u) => h('div', { class: 'row' }, edit(u), remove(u)) },
            ],
            users,
          )
        : h(
            'p',
            { class: 'hint' },
            'No scenario users yet: write a document below and save it under a username; your end users then sign in with that name.',
          ),
      h('div', { class: 'panel' }, h('h3', {}, 'Create or edit'), username.el, documentField.el, errors, save),
    ),
  );
}
