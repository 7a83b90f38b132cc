export function App() {
  return <h1>Quartermaster</h1>;
}
