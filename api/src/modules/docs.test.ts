import { build } from '../../test/build';

describe('OpenAPI document of the certification operations', () => {
  const t = build();

  it('documents every route with its bearer requirement', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>().paths;
    const routes: Array<[string, string]> = [
      ['/api/users/GetRegents', 'get'],
      ['/api/users/MyRegents', 'get'],
      ['/api/users/AddRegentToCustomer', 'post'],
      ['/api/users/inviteuser', 'post'],
      ['/api/users/AddRegentRoleToCustomer', 'post'],
      ['/api/properties/myenabledproperties', 'get'],
      ['/api/properties/regentproperties', 'get'],
      ['/api/properties/myproperties', 'get'],
      ['/api/properties/myacceptedproperties', 'get'],
      ['/api/properties/certifiedproperties', 'get'],
      ['/api/properties/groupedcertifications', 'get'],
      ['/api/properties/item/{id}', 'get'],
      ['/api/properties/assignedProperties', 'get'],
      ['/api/properties/assignproperties', 'post'],
      ['/api/appointments', 'post'],
      ['/api/appointments', 'put'],
      ['/api/appointments/appointments', 'get'],
      ['/api/appointments/adminappointments', 'get'],
      ['/api/appointments/expiredappointments', 'get'],
      ['/api/appointments/appointmentsbyproperty/{id}', 'get'],
      ['/api/appointments/{id}', 'get'],
      ['/api/appointments/{id}/files/{fileId}', 'get'],
      ['/api/extravisitations', 'get'],
      ['/api/extravisitations', 'post'],
      ['/api/extravisitations/accept/{id}', 'put'],
      ['/api/extravisitations/reject/{id}', 'put'],
      ['/api/extravisitations/{id}/files/{fileId}', 'get'],
      ['/api/projects', 'get'],
      ['/api/projects/CertData', 'get'],
      ['/api/projects/VisitsDone', 'get'],
      ['/api/projects/Information', 'get'],
      ['/api/projects/Reports', 'get'],
    ];
    for (const [path, method] of routes) {
      expect({ path, method, security: paths[path]?.[method]?.security }).toEqual({ path, method, security: [{ bearerAuth: [] }] });
    }
  });
});
