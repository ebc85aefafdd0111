/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A host's self-signed certificate and the fingerprints players compare (net_tls.h), over OpenSSL, the
 * library libwebsockets already uses for TLS (a fingerprint as typed: net_tls_text.c). */
#define _POSIX_C_SOURCE 200809L
#include "net_tls.h"

#include <fcntl.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void net_tls_fingerprint(const unsigned char *der, size_t len, char fp[NET_FP_LEN + 1])
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned mdlen = 0;
    EVP_Digest(der, len, md, &mdlen, EVP_sha256(), NULL);
    char *o = fp;
    for (int i = 0; i < NET_FP_BYTES; i++) {
        if (i && i % 2 == 0)
            *o++ = '-';
        o += sprintf(o, "%02X", md[i]);
    }
}

static bool fingerprint_of(X509 *x, char fp[NET_FP_LEN + 1])
{
    unsigned char *der = NULL;
    int len = i2d_X509(x, &der);
    if (len <= 0)
        return false;
    net_tls_fingerprint(der, (size_t)len, fp);
    OPENSSL_free(der);
    return true;
}

void net_tls_peer_fingerprint(SSL *ssl, char fp[NET_FP_LEN + 1])
{
    X509 *x = ssl ? SSL_get1_peer_certificate(ssl) : NULL;
    if (!x || !fingerprint_of(x, fp))
        fp[0] = 0;
    X509_free(x);
}

/* A new key and its certificate, written to path (created: nobody else may read the key). */
static bool make(const char *path, carc_err *err)
{
    EVP_PKEY *key = EVP_EC_gen("P-256");
    X509 *x = X509_new();
    bool ok = key && x;
    if (ok) {
        X509_set_version(x, 2);
        ASN1_INTEGER_set(X509_get_serialNumber(x), (long)time(NULL));
        X509_gmtime_adj(X509_getm_notBefore(x), -24 * 3600);
        X509_gmtime_adj(X509_getm_notAfter(x), 20L * 365 * 24 * 3600);
        X509_set_pubkey(x, key);
        X509_NAME *name = X509_get_subject_name(x);
        X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, (const unsigned char *)"OpenCarc host", -1, -1, 0);
        X509_set_issuer_name(x, name);
        ok = X509_sign(x, key, EVP_sha256()) > 0;
    }
    int fd = ok ? open(path, O_WRONLY | O_CREAT | O_EXCL, 0600) : -1;
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (fd >= 0 && !f)
        close(fd);
    bool wrote = f && PEM_write_PrivateKey(f, key, NULL, NULL, 0, NULL, NULL) && PEM_write_X509(f, x);
    if (f && fclose(f) != 0)
        wrote = false;
    if (!wrote) {
        if (fd >= 0)
            unlink(path);
        carc_err_set(err, CARC_E_IO, "cannot write the host's certificate %s", path);
    }
    X509_free(x);
    EVP_PKEY_free(key);
    return wrote;
}

bool net_tls_certificate(const char *path, char fp[NET_FP_LEN + 1], carc_err *err)
{
    if (access(path, F_OK) != 0 && !make(path, err))
        return false;
    FILE *f = fopen(path, "r");
    EVP_PKEY *key = f ? PEM_read_PrivateKey(f, NULL, NULL, NULL) : NULL;
    X509 *x = key ? PEM_read_X509(f, NULL, NULL, NULL) : NULL;
    bool ok = x && X509_check_private_key(x, key) == 1 && fingerprint_of(x, fp);
    if (f)
        fclose(f);
    X509_free(x);
    EVP_PKEY_free(key);
    if (!ok)
        carc_err_set(err, CARC_E_FORMAT, "%s is not a host's certificate (a key, then its certificate, in PEM)", path);
    return ok;
}
