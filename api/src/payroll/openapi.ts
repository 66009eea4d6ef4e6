/** The salary file's route in the OpenAPI document (api/src/openapi/document.ts spreads it in). */
export const salaryFilePaths = {
  '/api/payrollRuns/{id}/wps': {
    get: {
      tags: ['payrollRuns'],
      summary: "A locked payroll run's WPS salary file for the bank (Mudad): tab-separated, the establishment's header then a row per employee paid (needs 'show' on payrollRuns and the salaries grant)",
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        200: { description: 'The file, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } },
        403: { description: 'The role may not show the runs, or lacks the salaries grant' },
        404: { description: 'No such run' },
        409: { description: "The run is not locked, the establishment's ids are not set, or an employee paid has no IBAN of a known bank" },
      },
    },
  },
};
