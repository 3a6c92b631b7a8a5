// The "try it" console: Swagger UI over this server's own /openapi.json, sending every request to this server.
(async () => {
  const spec = await (await fetch('/openapi.json')).json();
  // Only what this listener serves can be tried from this page: the admin operations are on another port.
  const onAdminListener = (item) => (item.servers ?? []).some((server) => server['x-listener'] === 'admin');
  spec.paths = Object.fromEntries(Object.entries(spec.paths).filter(([, item]) => !onAdminListener(item)));
  spec.servers = [{ url: window.location.origin, description: 'This sandbox' }];
  // Swagger UI renders schemas by OpenAPI 3.1's own dialect and shows a red warning for any other declared value,
  // the spec's 2020-12 one included (which that dialect extends). Undeclared, 3.1's default applies: no warning.
  delete spec.jsonSchemaDialect;
  // Authorize asks for the two headers the intro names, nothing else: an id_token is an alternative to them, and the
  // Link page's own operations take the session token only that page holds, so they are left out.
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const schemes = spec.components.securitySchemes;
  // The headers pasted are the spec's API keys (X-Client-Id, X-Client-Secret); the bearer schemes are the others.
  const isPasted = (name) => schemes[name]?.type === 'apiKey';
  const pasted = (requirements) => requirements.filter((r) => Object.keys(r).every(isPasted));
  const linkPageOnly = (op) => op.security?.length > 0 && pasted(op.security).length === 0;
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const m of methods) if (item[m] && linkPageOnly(item[m])) delete item[m];
    for (const m of methods) if (item[m]?.security) item[m].security = pasted(item[m].security);
    if (!methods.some((m) => item[m])) delete spec.paths[path];
  }
  spec.security = pasted(spec.security ?? []);
  for (const name of Object.keys(schemes)) if (!isPasted(name)) delete schemes[name];
  // Swagger UI fills a parameter with its example: an optional header such as Idempotency-Key would then send the
  // same key with every request, and the second, with another body, would get 409. Optional headers start empty.
  const optionalHeader = (p) => p && p.in === 'header' && !p.required;
  const parameters = [
    ...Object.values(spec.components.parameters ?? {}),
    ...Object.values(spec.paths).flatMap((item) =>
      [item, ...methods.map((m) => item[m]).filter(Boolean)].flatMap((o) => o.parameters ?? []),
    ),
  ];
  for (const p of parameters.filter(optionalHeader)) {
    delete p.example;
    delete p.examples;
  }

  window.ui = SwaggerUIBundle({
    spec,
    dom_id: '#console',
    deepLinking: true,
    persistAuthorization: true, // the credentials pasted once stay in this browser (localStorage)
    tryItOutEnabled: true,
    displayOperationId: true,
    displayRequestDuration: true,
    filter: true,
    validatorUrl: null, // the default badge would send the spec's URL to validator.swagger.io
  });

  // Swagger UI types every API key in plain text and autofocuses each key's field, so the dialog opened on the last
  // one, scrolled past the first. The secret is typed as a password, and the dialog opens on its first field.
  const secretHeader = schemes.ClientSecret?.name;
  new MutationObserver(() => {
    for (const form of document.querySelectorAll('.auth-container')) {
      const input = form.querySelector('input[type="text"]');
      // Its "Name: <header>" line, not its description, which may name the other header.
      const named = [...form.querySelectorAll('p')].find((p) => p.textContent.startsWith('Name:'));
      if (input && secretHeader && named?.querySelector('code')?.textContent === secretHeader) {
        input.type = 'password';
        input.autocomplete = 'off';
      }
    }
    const dialog = document.querySelector('.modal-ux');
    if (dialog && !dialog.dataset.opened) {
      dialog.dataset.opened = 'true';
      dialog.querySelector('.modal-ux-content')?.scrollTo(0, 0);
      dialog.querySelector('input')?.focus({ preventScroll: true });
    }
  }).observe(document.body, { childList: true, subtree: true });
})();
