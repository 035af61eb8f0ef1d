/** The version of the API and of the product, as the OpenAPI document and the dashboard say it. */
export const API_VERSION = "1.0.0";
