// Saves the order slip card as order-{orderNumber}.png (spec sections 2 and 9:
// scale 2, white background). html2canvas is loaded only when asked for, as
// its own chunk.
export const SLIP_DOWNLOAD_ERROR = 'Error downloading slip. Please try again.';

export async function downloadOrderSlip(element: HTMLElement, orderNumber: string): Promise<void> {
  try {
    const { default: html2canvas } = await import('html2canvas');
    const canvas = await html2canvas(element, { scale: 2, backgroundColor: '#ffffff', logging: false });
    const link = document.createElement('a');
    link.download = `order-${orderNumber}.png`;
    link.href = canvas.toDataURL('image/png');
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    console.error('order slip download failed', error);
    window.alert(SLIP_DOWNLOAD_ERROR);
  }
}
