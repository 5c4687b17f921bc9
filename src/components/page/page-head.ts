export const PRODUCT_NAME = 'Staffdesk'

/** A route's `head`: the document title names the page, then the product ("Jobs List · Staffdesk"). */
export function pageHead(title: string) {
  return { meta: [{ title: `${title} · ${PRODUCT_NAME}` }] }
}
