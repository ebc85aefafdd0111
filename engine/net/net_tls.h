/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TLS for games beyond the local network (docs/NETWORK.md, "Beyond the local network"): a host has a
 * self-signed certificate of its own, kept in a file so that a restarted host has the same one; its
 * fingerprint, shown beside the game key, is what a joining player types, and the client connects only
 * to a host whose certificate has it. No authority is involved: the fingerprint is the trust. */
#ifndef NET_TLS_H
#define NET_TLS_H

#include <stdbool.h>
#include <stddef.h>

#include "carc.h"

/* "3F2A-91C0-7B1E-44D2-0A9C": the first 80 bits of the certificate's SHA-256, in groups to read aloud */
#define NET_FP_LEN 24
#define NET_FP_BYTES 10 /* 80 bits: far more than a game's hour of play gives anyone to forge */

/* The certificate and key in the PEM file path, made (an EC key, valid 20 years, readable by its owner
 * only) when the file does not exist; its fingerprint in fp. False with err naming the file otherwise. */
bool net_tls_certificate(const char *path, char fp[NET_FP_LEN + 1], carc_err *err);
/* The fingerprint of a certificate given in DER. */
void net_tls_fingerprint(const unsigned char *der, size_t len, char fp[NET_FP_LEN + 1]);
/* The fingerprint of the certificate the other end of a TLS connection (OpenSSL's SSL) showed; "" when
 * none. */
struct ssl_st;
void net_tls_peer_fingerprint(struct ssl_st *ssl, char fp[NET_FP_LEN + 1]);
/* A fingerprint as a player typed it (any case; spaces, dashes and colons anywhere) in its written
 * form; false when it is not 20 hexadecimal digits. (net_tls_text.c: no OpenSSL) */
bool net_tls_fingerprint_parse(const char *typed, char fp[NET_FP_LEN + 1]);

#endif
