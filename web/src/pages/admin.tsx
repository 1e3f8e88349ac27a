import { AdminGate, AdminPanel } from '../features/admin';

/** /admin: the login when signed out, the panel when signed in (product §2). Its own lazy chunk. */
export default function AdminPage() {
  return (
    <AdminGate>
      <AdminPanel />
    </AdminGate>
  );
}
