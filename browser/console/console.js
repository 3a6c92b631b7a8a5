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
  // Offer only the credentials the remaining operations take.
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const used = new Set(
    [spec.security ?? [], ...Object.values(spec.paths).flatMap((item) => methods.filter((m) => item[m]).map((m) => item[m].security ?? []))]
      .flat()
      .flatMap((requirement) => Object.keys(requirement)),
  );
  const schemes = spec.components.securitySchemes;
  for (const name of Object.keys(schemes)) if (!used.has(name)) delete schemes[name];
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
})();
