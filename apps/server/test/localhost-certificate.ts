import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A self-signed certificate for `localhost`, made by openssl for one test run: a local https
 * service, and the file a server process trusts it by (NODE_EXTRA_CA_CERTS).
 */
export function localhostCertificate(): { key: string; cert: string; certFile: string } {
  const folder = mkdtempSync(join(tmpdir(), "alarm-tls-"));
  const keyFile = join(folder, "key.pem");
  const certFile = join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}
