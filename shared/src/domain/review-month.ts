/** 'settembre 2025' from `2025-09`: the month of a stay, as a review shows it (never the day). */
export const formatStayMonth = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
