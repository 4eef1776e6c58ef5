// Text from records (names, addresses, messages) put into HTML — a notice's body, the PDF preview
// page, a map tooltip, which ECharts renders as markup — is shown as text, never as markup.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
