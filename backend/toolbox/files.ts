/**
 * Kept files (migration 0401): written in chunks of at most 1 MB (D1 rows stay below 2 MB), read
 * back whole, gone after TOOLBOX_KEEP_HOURS. Expired files are deleted whenever a new one is kept.
 */
import type { StoredFile } from "../../shared/backend-contract/types.ts";
import { TOOLBOX_KEEP_HOURS } from "../../shared/backend-contract/toolbox.ts";
import { concat } from "./jpeg.ts";

const CHUNK = 1_000_000;

export type FileKind = "toolbox" | "customer-picture";

interface FileRow {
  id: string;
  kind: FileKind;
  file_name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: string;
  expires_at: string;
}

function newId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function toStored(row: FileRow): StoredFile {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    downloadUrl: `/web-api/toolbox-download?id=${row.id}`,
  };
}

export async function keepFile(
  db: D1Database,
  file: { kind: FileKind; fileName: string; contentType: string; bytes: Uint8Array; width?: number; height?: number },
  now = new Date(),
): Promise<StoredFile> {
  const row: FileRow = {
    id: newId(),
    kind: file.kind,
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.bytes.length,
    width: file.width ?? null,
    height: file.height ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOOLBOX_KEEP_HOURS * 3_600_000).toISOString(),
  };
  const chunks: D1PreparedStatement[] = [];
  for (let at = 0, position = 0; at < file.bytes.length || position === 0; at += CHUNK, position++) {
    chunks.push(
      db
        .prepare("INSERT INTO stored_file_chunks (file_id, position, bytes) VALUES (?, ?, ?)")
        .bind(row.id, position, file.bytes.slice(at, at + CHUNK)),
    );
  }
  await db.batch([
    db
      .prepare("DELETE FROM stored_file_chunks WHERE file_id IN (SELECT id FROM stored_files WHERE expires_at <= ?)")
      .bind(row.created_at),
    db.prepare("DELETE FROM stored_files WHERE expires_at <= ?").bind(row.created_at),
    db
      .prepare(
        "INSERT INTO stored_files (id, kind, file_name, content_type, size, width, height, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        row.id,
        row.kind,
        row.file_name,
        row.content_type,
        row.size,
        row.width,
        row.height,
        row.created_at,
        row.expires_at,
      ),
    ...chunks,
  ]);
  return toStored(row);
}

/** A kept file that has not expired, with its bytes. */
export async function readFile(
  db: D1Database,
  id: string,
  now = new Date(),
): Promise<{ file: StoredFile; kind: FileKind; bytes: Uint8Array } | undefined> {
  const row = await db
    .prepare("SELECT * FROM stored_files WHERE id = ? AND expires_at > ?")
    .bind(id, now.toISOString())
    .first<FileRow>();
  if (!row) return undefined;
  const { results } = await db
    .prepare("SELECT bytes FROM stored_file_chunks WHERE file_id = ? ORDER BY position")
    .bind(id)
    .all<{ bytes: ArrayBuffer | number[] }>();
  const bytes = concat(
    results.map((r) => (r.bytes instanceof ArrayBuffer ? new Uint8Array(r.bytes) : new Uint8Array(r.bytes))),
  );
  return { file: toStored(row), kind: row.kind, bytes };
}
