/** The result text of a visit (spec §2 CitasCliente: appointment status and report status combined). */
export const resultText = (a: { appointmentStatus: string; reportStatus: string | null }): string =>
  a.reportStatus ? `${a.appointmentStatus} — ${a.reportStatus}` : a.appointmentStatus;
