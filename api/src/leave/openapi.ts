const uuid = { type: 'string', format: 'uuid' };
const date = { type: 'string', format: 'date' };
const days = { type: 'number', description: 'Days, to the hundredth' };

/** The leave preview route in the OpenAPI document (api/src/openapi/document.ts spreads it in). */
export const leavePaths = {
  '/api/leave/preview': {
    get: {
      tags: ['leave'],
      summary: "A leave request's days and balance before it is sent: the days its type counts (rest days and public holidays left out where it counts working days), the balance before and after, and the words a send would be refused with (needs 'create' on employeeRequests, 'edit' with requestId)",
      parameters: [
        { name: 'employeeId', in: 'query', required: true, schema: uuid },
        { name: 'type', in: 'query', required: true, schema: { type: 'string', enum: ['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave'] } },
        { name: 'leaveTypeId', in: 'query', required: false, schema: uuid, description: 'The leave type; without it, the one active type asked as `type`' },
        { name: 'startDate', in: 'query', required: true, schema: date },
        { name: 'endDate', in: 'query', required: true, schema: date },
        { name: 'requestId', in: 'query', required: false, schema: uuid, description: 'The request being edited' },
      ],
      responses: {
        200: {
          description: 'The leave as its type counts it',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  leaveType: { type: 'object', properties: { id: uuid, name: { type: 'string' }, nameAr: { type: 'string' }, dayCount: { type: 'string', enum: ['workingDays', 'calendarDays'] }, keepsBalance: { type: 'boolean' }, allowNegative: { type: 'boolean' }, maxDaysPerRequest: { type: 'integer', nullable: true } } },
                  days,
                  calendarDays: { type: 'integer' },
                  restDays: { type: 'integer' },
                  holidays: { type: 'integer' },
                  holidaysMet: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, nameAr: { type: 'string' }, firstDay: date, lastDay: date } } },
                  balance: { type: 'object', nullable: true, properties: { before: days, after: days } },
                  refusal: { type: 'string', nullable: true },
                },
              },
            },
          },
        },
        400: { description: 'A value missing or not valid, no leave type to count by, or an employee the reader may not request for' },
        403: { description: "No 'create' (or 'edit') on employeeRequests" },
        404: { description: 'The request being edited is not one the reader may see' },
      },
    },
  },
};
