// Starts Swagger UI on the reference page (/api/docs); a file of its own because the page's CSP
// allows no inline script.
window.addEventListener('load', () => {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    filter: true,
    tryItOutEnabled: false,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
